"""Send one prompt to Gemini with the user's own key and print the answer."""
import os
import sys

import requests

API = "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent"


def ask_gemini(prompt: str) -> str:
    key = os.environ.get("GEMINI_API_KEY")
    if not key:
        sys.exit("GEMINI_API_KEY is not set")
    r = requests.post(
        API,
        headers={"x-goog-api-key": key, "Content-Type": "application/json"},
        json={"contents": [{"parts": [{"text": prompt}]}]},
        timeout=60,
    )
    r.raise_for_status()
    return r.json()["candidates"][0]["content"]["parts"][0]["text"]


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] != "gemini":
        sys.exit("usage: compare.py gemini PROMPT")
    print(ask_gemini(sys.argv[2]))
