import os, sys, time, json
from openai import OpenAI
client = OpenAI()  # reads OPENAI_API_KEY
f = client.files.create(file=open(sys.argv[1], 'rb'), purpose='batch')
b = client.batches.create(input_file_id=f.id, endpoint='/v1/chat/completions', completion_window='24h')
print('batch', b.id)
while b.status not in ('completed', 'failed', 'expired', 'cancelled'):
    time.sleep(30)
    b = client.batches.retrieve(b.id)
    print(b.status, b.request_counts)
if b.output_file_id:
    open('results.jsonl', 'wb').write(client.files.content(b.output_file_id).read())
    print('wrote results.jsonl')
