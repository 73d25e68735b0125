#!/usr/bin/env python3
import importlib.util, json, pathlib, sys

here = pathlib.Path(__file__).parent
spec = importlib.util.spec_from_file_location("_engine", here / "_engine.pyc",
                                              loader=importlib.machinery.SourcelessFileLoader("_engine", str(here / "_engine.pyc")))
engine = importlib.util.module_from_spec(spec)
spec.loader.exec_module(engine)

docs = [json.load(open(p)) for p in sys.argv[1:]]
print(json.dumps(engine.infer(docs), indent=2))
