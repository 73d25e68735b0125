const express = require('express');
require('./config/errorHandler')();
const app = express();
app.get('/health', (_, r) => r.send('ok'));
app.listen(3000);
