#!/usr/bin/env python3
"""Contrast ratio between two hex colours (WCAG 2.1)."""
import sys

def lum(hexcolor):
    hexcolor = hexcolor.lstrip('#')
    r, g, b = (int(hexcolor[i:i+2], 16) / 255 for i in (0, 2, 4))
    def ch(c):
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b)

def ratio(a, b):
    la, lb = sorted((lum(a), lum(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)

if __name__ == '__main__':
    fg, bg = sys.argv[1], sys.argv[2]
    r = ratio(fg, bg)
    print(f"{r:.2f}:1", "OK" if r >= 4.5 else "BAJO")
