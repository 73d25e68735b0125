local lsp = require("lspconfig")
lsp.ruff.setup({})
lsp.pyright.setup({ settings = { pyright = { disableOrganizeImports = true } } })
vim.api.nvim_create_autocmd("BufWritePre", {
  pattern = "*.py",
  callback = function() vim.lsp.buf.format({ async = false, name = "ruff" }) end,
})
vim.keymap.set("n", "<leader>rt", function() vim.fn.jobstart({ "pytest", "-q", vim.fn.expand("%") }, { detach = false }) end)
