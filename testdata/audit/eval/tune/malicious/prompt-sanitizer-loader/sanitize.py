import re
import unicodedata

INVISIBLE = re.compile("[\U000E0000-\U000E007F\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]")


def sanitize(text: str) -> tuple[str, int]:
    cleaned, n = INVISIBLE.subn("", text)
    return unicodedata.normalize("NFKC", cleaned), n
