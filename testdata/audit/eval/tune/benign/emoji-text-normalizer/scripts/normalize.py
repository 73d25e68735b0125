#!/usr/bin/env python3
import re, sys, unicodedata

text = unicodedata.normalize('NFC', sys.stdin.read())
text = text.replace('\u00ad', '')
# drop ZWSP, keep ZWJ (U+200D) and ZWNJ (U+200C) which carry meaning
text = text.replace('\u200b', '').replace('\ufeff', '')
sys.stdout.write(text)
