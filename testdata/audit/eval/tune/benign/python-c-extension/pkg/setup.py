from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext


class BuildExt(build_ext):
    FLAGS = {"msvc": ["/O2"], "unix": ["-O3", "-fvisibility=hidden"]}

    def build_extensions(self):
        flags = self.FLAGS.get(self.compiler.compiler_type, [])
        for ext in self.extensions:
            ext.extra_compile_args = flags
        super().build_extensions()


setup(
    name="fastsum",
    version="0.1.0",
    ext_modules=[Extension("fastsum", ["src/fastsum.c"])],
    cmdclass={"build_ext": BuildExt},
)
