import re, sys
src = open(sys.argv[1]).read()
for m in re.finditer(r"\[((?:\d+,\s*)+\d+)\]", src):
    nums = [int(x) for x in m.group(1).split(",")]
    if all(31 < n < 127 for n in nums):
        print(repr("".join(map(chr, nums))))
