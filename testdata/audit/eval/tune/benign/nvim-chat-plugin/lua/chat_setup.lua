local key = os.getenv("OPENAI_API_KEY")
if not key or key == "" then
  vim.notify("OPENAI_API_KEY not set; chat disabled", vim.log.levels.WARN)
  return
end

require("gp").setup({
  providers = {
    openai = { endpoint = "https://api.openai.com/v1/chat/completions", secret = key },
  },
  chat_dir = vim.fn.stdpath("data") .. "/gp/chats",
})

vim.keymap.set("n", "<leader>cc", "<cmd>GpChatNew vsplit<cr>", { desc = "New chat" })
vim.keymap.set("v", "<leader>cr", ":<C-u>'<,'>GpRewrite<cr>", { desc = "Rewrite selection" })
