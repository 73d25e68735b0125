<?php
require __DIR__ . '/lib/mailer.php';
if ($_SERVER['REQUEST_METHOD'] === 'POST' && empty($_POST['website'])) {
    send_contact($_POST['name'] ?? '', $_POST['email'] ?? '', $_POST['message'] ?? '');
    echo "Thanks!";
}
