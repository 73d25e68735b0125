import boto3, datetime
s3 = boto3.client('s3')
cw = boto3.client('cloudwatch')
now = datetime.datetime.utcnow()
for b in s3.list_buckets()['Buckets']:
    m = cw.get_metric_statistics(Namespace='AWS/S3', MetricName='BucketSizeBytes', Dimensions=[{'Name': 'BucketName', 'Value': b['Name']}, {'Name': 'StorageType', 'Value': 'StandardStorage'}],
                                 StartTime=now - datetime.timedelta(days=2), EndTime=now, Period=86400, Statistics=['Average'])
    size = max((p['Average'] for p in m['Datapoints']), default=0)
    if size > 100 * 2**30:
        print(f"{b['Name']}: {size / 2**30:.0f} GiB standard -> suggest transition to STANDARD_IA after 30 days")
