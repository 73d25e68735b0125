from setuptools import setup, Extension
from Cython.Build import cythonize
import numpy

ext = [Extension("fastmath._core", ["src/fastmath/_core.pyx"], include_dirs=[numpy.get_include()],
                 extra_compile_args=["-O3"])]
setup(ext_modules=cythonize(ext, compiler_directives={"language_level": 3}))
