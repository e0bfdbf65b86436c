from os import PathLike
from typing import Optional, Tuple, Union

import dask.bag

BLOCKSIZE: int

def check_text(
    path: str,
    rfc: str = ...,
    rule: Optional[str] = ...,
    name: Optional[str] = ...,
    blocksize: Union[int, str, None] = ...,
    threads: int = ...,
) -> dask.bag.Bag: ...
def check_file(
    path: Union[str, PathLike[str]],
    output: Union[str, PathLike[str]],
    rfc: str = ...,
    rule: Optional[str] = ...,
    name: Optional[str] = ...,
    blocksize: Union[int, str, None] = ...,
    threads: int = ...,
) -> Tuple[int, int]: ...
