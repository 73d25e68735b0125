#!/usr/bin/env node
require('@eslint/migrate-config');
