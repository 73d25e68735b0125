def main():
    print('codemod')
