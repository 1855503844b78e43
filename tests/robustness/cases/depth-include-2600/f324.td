include "f325.td"
