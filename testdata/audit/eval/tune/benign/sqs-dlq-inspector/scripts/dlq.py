import sys, boto3
q = boto3.client('sqs')
r = q.receive_message(QueueUrl=sys.argv[1], MaxNumberOfMessages=10, VisibilityTimeout=0, AttributeNames=['All'])
for m in r.get('Messages', []):
    print(m['MessageId'], m['Attributes'].get('ApproximateReceiveCount'), m['Body'][:200])
