"""The IR core: types, values, ops, dialects, printer, parser, verifier, interpreter."""
