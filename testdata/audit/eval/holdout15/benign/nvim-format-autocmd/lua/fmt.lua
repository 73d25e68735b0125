require('conform').setup({
  formatters_by_ft = { lua = { 'stylua' }, python = { 'ruff_format' }, javascript = { 'prettierd' } },
  format_on_save = { timeout_ms = 500, lsp_format = 'fallback' },
})
