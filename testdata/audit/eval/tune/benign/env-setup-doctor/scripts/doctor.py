import os
for k in ('OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'GITHUB_TOKEN', 'AWS_PROFILE'):
    print(f"{k:20} {'set' if os.environ.get(k) else 'not set'}")
