const fs = require('fs');
const { spark } = require('./vendor/tinyspark.min.js');

const [header, ...rows] = fs.readFileSync(process.argv[2], 'utf8').trim().split('\n').map((l) => l.split(','));
header.forEach((name, i) => {
  const col = rows.map((r) => r[i]);
  if (col.every((v) => !isNaN(Number(v)))) console.log(spark(col, { label: name.padEnd(14), showLast: true }));
});
