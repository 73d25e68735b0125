<?php
/**
 * Plugin Name: Plugin Name
 * Description: Starter plugin.
 * Version: 0.1.0
 * Text Domain: plugin-name
 */

defined('ABSPATH') || exit;

require_once __DIR__ . '/includes/compat.php';

add_action('admin_menu', function () {
    add_options_page(__('Plugin Name', 'plugin-name'), __('Plugin Name', 'plugin-name'), 'manage_options', 'plugin-name', function () {
        echo '<div class="wrap"><h1>' . esc_html__('Plugin Name', 'plugin-name') . '</h1><form method="post" action="options.php">';
        settings_fields('plugin_name');
        do_settings_sections('plugin-name');
        submit_button();
        echo '</form></div>';
    });
});

add_action('rest_api_init', function () {
    register_rest_route('plugin-name/v1', '/status', [
        'methods' => 'GET',
        'permission_callback' => '__return_true',
        'callback' => fn () => ['ok' => true, 'version' => '0.1.0'],
    ]);
});
