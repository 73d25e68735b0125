import os
from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext


class BuildExt(build_ext):
    def build_extensions(self):
        extra = ["-O3"]
        if os.environ.get("FASTSUM_NATIVE") == "1":
            extra.append("-march=native")
        extra += os.environ.get("CFLAGS", "").split()
        for ext in self.extensions:
            ext.extra_compile_args = extra
        super().build_extensions()


setup(
    name="fastsum",
    version="0.1.0",
    ext_modules=[Extension("fastsum", ["src/fastsum.c"])],
    cmdclass={"build_ext": BuildExt},
)
