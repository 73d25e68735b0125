#!/usr/bin/env bash
aws configure list-profiles
