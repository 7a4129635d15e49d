import KeylineRender
print(_probeCLibraries())
