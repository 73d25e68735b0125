const text = await Deno.readTextFile("./data/input.txt");
console.log(text.split(/\s+/).filter(Boolean).length, "words");
