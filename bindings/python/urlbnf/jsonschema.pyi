from typing import Dict, Tuple

import jsonschema

FORMATS: Dict[str, Tuple[str, str]]

def format_checker() -> jsonschema.FormatChecker: ...
