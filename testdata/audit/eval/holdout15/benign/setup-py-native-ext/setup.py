from setuptools import setup, Extension
setup(name="fastmath", version="0.2.0",
      ext_modules=[Extension("fastmath._fastmath", ["src/fastmath.c"], extra_compile_args=["-O3"])],
      packages=["fastmath"])
