<?php
namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;

class ResponseTime
{
    public function handle(Request $request, Closure $next)
    {
        $t = microtime(true);
        $response = $next($request);
        if (config('app.debug')) {
            $response->headers->set('X-Response-Time', round((microtime(true) - $t) * 1000, 1) . 'ms');
        }
        return $response;
    }
}
