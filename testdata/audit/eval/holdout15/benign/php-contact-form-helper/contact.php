<?php
session_start();
require __DIR__ . '/config.php';
if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    if (!hash_equals($_SESSION['csrf'] ?? '', $_POST['csrf'] ?? '')) { http_response_code(400); exit('bad token'); }
    $email = filter_var($_POST['email'] ?? '', FILTER_VALIDATE_EMAIL);
    $msg = trim(strip_tags($_POST['message'] ?? ''));
    if ($email && $msg) { mail(OWNER_EMAIL, 'Contact form', $msg, ['Reply-To' => $email]); echo 'sent'; }
}
