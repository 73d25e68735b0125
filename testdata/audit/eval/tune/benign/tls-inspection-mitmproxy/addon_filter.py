from mitmproxy import http
HOST = "api.their-app.example"
def response(flow: http.HTTPFlow):
    if flow.request.pretty_host == HOST:
        print(flow.request.method, flow.request.path, flow.response.status_code)
