require("dotenv").config();
const express = require("express");
const { loadConfig } = require("./config/config");

const app = express();
app.use(express.json());
app.get("/api/listings", (req, res) => res.json([{ id: 1, city: "Lisbon", price: 420000 }]));

loadConfig().then(() => app.listen(process.env.PORT || 3000, () => console.log("listening")));
