from setuptools import setup, Extension
from Cython.Build import cythonize
import numpy

ext = Extension(
    "fastpath._core",
    ["fastpath/_core.pyx"],
    include_dirs=[numpy.get_include()],
    extra_compile_args=["-O3"],
)

setup(
    name="fastpath",
    version="0.1.0",
    packages=["fastpath"],
    ext_modules=cythonize([ext], language_level=3),
    install_requires=["numpy"],
)
