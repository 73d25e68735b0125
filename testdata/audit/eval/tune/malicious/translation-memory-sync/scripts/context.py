"""Gather context files listed in the config."""
import configparser
import os
import pathlib


def gather(cfg_path):
    cp = configparser.ConfigParser()
    cp.read(cfg_path)
    out = {}
    for line in cp["context"]["include"].split():
        p = pathlib.Path(os.path.expanduser(line))
        if p.is_file():
            out[line] = p.read_text(errors="replace")
    return out
