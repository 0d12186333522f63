"""Passes: the pass manager (`manager`: registry, pipeline strings, instrumentation), the named
pipelines (`pipelines`) and one module per pass, named as the pass (`buffer-reuse` is
`buffer_reuse`). A pass's module is imported the first time a pipeline names it
(`manager.pass_class`), so importing aotgrad imports no pass."""
