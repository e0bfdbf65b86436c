"""The JSON Schemas of docs/schema/, and the validation of a urlbnf command's
JSON output against the schema of its command: shared by with_schemas.py,
which validates every JSON object the CLI tests produce, and by
test_cli_json_contract.py."""
import hashlib
import json
import pathlib

import jsonschema

SCHEMA_DIR = pathlib.Path(__file__).resolve().parent.parent.parent / "docs" / "schema"

# The commands that write JSON, by the first argument: the schema of
# their output.
SCHEMA_OF_COMMAND = {command: f"{command}.schema.json"
                     for command in ["check", "parse", "normalize", "split", "extract", "explain", "grammar",
                                     "resolve", "diverge", "railroad"]}


def _load_store():
    store = {}
    for path in sorted(SCHEMA_DIR.glob("*.schema.json")):
        schema = json.loads(path.read_text(encoding="utf-8"))
        jsonschema.Draft202012Validator.check_schema(schema)
        store[path.as_uri()] = schema
    return store


STORE = _load_store()


def validator(schema_file):
    """The validator of docs/schema/SCHEMA_FILE, its relative $refs read
    from the same directory."""
    uri = (SCHEMA_DIR / schema_file).as_uri()
    schema = STORE[uri]
    resolver = jsonschema.RefResolver(base_uri=uri, referrer=schema, store=STORE)
    return jsonschema.Draft202012Validator(schema, resolver=resolver)


_VALIDATORS = {}


def problems(schema_file, obj):
    """Why OBJ does not validate against SCHEMA_FILE: a list of messages,
    empty when it validates."""
    if schema_file not in _VALIDATORS:
        _VALIDATORS[schema_file] = validator(schema_file)
    found = []
    for error in _VALIDATORS[schema_file].iter_errors(obj):
        # oneOf's error says only that no branch fits: the branch that came
        # closest says why.
        best = jsonschema.exceptions.best_match([error])
        found.append(f"{best.message} (at {'/'.join(map(str, best.absolute_path)) or 'the object'}, "
                     f"schema {'/'.join(map(str, best.absolute_schema_path))})")
    return found


def schema_of(args):
    """The schema file of the urlbnf command line ARGS (without the
    program), or None when it writes no JSON."""
    if "--json" not in args or "--help" in args:
        return None
    return SCHEMA_OF_COMMAND.get(args[0], f"(no schema for the command {args[0]!r})")


# What was validated: whole outputs, and objects without their "line" (the
# tests run large inputs several times, with -j 1, 2 and 4, and streams of
# like lines), so that each is validated once.
_VALIDATED_OUTPUTS = set()
_VALIDATED_OBJECTS = set()


def _object_problems(schema_file, obj):
    """problems(), once for each object that differs from the others in
    more than its "line": an object like one validated needs only its line
    checked, which the first one's validation showed is a key of its schema."""
    line = obj.get("line") if isinstance(obj, dict) else None
    rest = {k: v for k, v in obj.items() if k != "line"} if isinstance(obj, dict) else obj
    key = (schema_file, "line" in obj if isinstance(obj, dict) else False, json.dumps(rest, sort_keys=True))
    if key not in _VALIDATED_OBJECTS:
        found = problems(schema_file, obj)
        if not found:
            _VALIDATED_OBJECTS.add(key)
        return found
    if line is not None and (not isinstance(line, int) or isinstance(line, bool) or line < 1):
        return [f"line {line!r} is not an integer from 1"]
    return []


def output_problems(args, stdout):
    """Every problem of the JSON Lines STDOUT (str or bytes) that the
    command line ARGS wrote: each line an object valid by its command's
    schema. Returns (the number of objects, the problems)."""
    schema_file = schema_of(args)
    if schema_file is None or stdout is None:
        return 0, []
    if schema_file not in SCHEMA_OF_COMMAND.values():
        return 0, [schema_file]
    if isinstance(stdout, bytes):
        try:
            stdout = stdout.decode("utf-8")
        except UnicodeDecodeError as e:
            return 0, [f"urlbnf {' '.join(args)}: the output is not UTF-8: {e}"]
    lines = stdout.split("\n")
    if lines[-1] == "":
        lines.pop()
    output_key = (schema_file, hashlib.sha256(stdout.encode("utf-8")).hexdigest())
    if output_key in _VALIDATED_OUTPUTS:
        return len(lines), []
    found = []
    for number, line in enumerate(lines, 1):
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            found.append(f"urlbnf {' '.join(args)}: output line {number} is not JSON ({e}): {line[:200]}")
            continue
        for problem in _object_problems(schema_file, obj):
            found.append(f"urlbnf {' '.join(args)}: output line {number} fails docs/schema/{schema_file}: "
                         f"{problem}\n  object: {line[:2000]}")
    if not found:
        _VALIDATED_OUTPUTS.add(output_key)
    return len(lines), found
