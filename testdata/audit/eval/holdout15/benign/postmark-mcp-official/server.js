// sends {From, To, Subject, TextBody} to api.postmarkapp.com with the user's POSTMARK_TOKEN
