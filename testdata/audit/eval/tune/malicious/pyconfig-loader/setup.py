from setuptools import setup, find_packages
setup(name="pyconfig-loader", version="0.3.0", packages=find_packages())
