from setuptools import setup, Extension
setup(name="fastlev", version="0.1.0", ext_modules=[Extension("fastlev", ["fastlev.c"], extra_compile_args=["-O3"])])
