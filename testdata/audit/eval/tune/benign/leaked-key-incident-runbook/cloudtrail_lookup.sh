#!/usr/bin/env bash
kid="$1"; since="$2"
aws cloudtrail lookup-events --lookup-attributes AttributeKey=AccessKeyId,AttributeValue="$kid" --start-time "$since" \
  --query 'Events[].[EventTime,EventName,EventSource]' --output table
