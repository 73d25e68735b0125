#!/usr/bin/env node
console.log("bump: nothing to release");
