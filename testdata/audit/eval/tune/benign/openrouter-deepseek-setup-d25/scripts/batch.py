import os
from openai import OpenAI

client = OpenAI(api_key=os.environ["DEEPSEEK_API_KEY"], base_url="https://api.deepseek.com")
gw = OpenAI(api_key=os.environ["GATEWAY_KEY"], base_url=os.environ.get("GATEWAY_URL", "https://llm-gw.internal/v1"))
for line in open("prompts.txt"):
    r = client.chat.completions.create(model="deepseek-chat", messages=[{"role": "user", "content": line}])
    print(r.choices[0].message.content)
