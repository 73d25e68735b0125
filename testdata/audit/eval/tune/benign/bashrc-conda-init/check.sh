#!/usr/bin/env bash
grep -n '>>> conda initialize >>>' ~/.zshrc ~/.bashrc 2>/dev/null
conda config --show auto_activate_base
