# What a person measures on native-alert.png (SOURCES.md): `python3 measure.py native-alert.png 195 125`
# (needs Pillow). The box by its coverage-weighted edges against the dimming, its corner row
# by row, the separator, the ink bands of the title, message and button title, in points
# (the crop is one pixel per point). RealScreenshotTests+CustomAlert.swift applies the same rules.
from PIL import Image
import sys
im=Image.open(sys.argv[1]).convert('RGB'); px=im.load(); W,H=im.size
x,y=int(sys.argv[2]),int(sys.argv[3])
g=lambda a,b: px[a,b][1]
dim=g(5,y); edge=x
while edge>0 and abs(g(edge-1,y)-dim)>3: edge-=1
fill=g(edge+6,y)
cov=lambda a,b: min(1,max(0,(g(a,b)-dim)/(fill-dim)))
sl=max(0,edge-4); 
left=edge+4-sum(cov(i,y) for i in range(sl,edge+4))
far=x
while far<W-1 and abs(g(far+1,y)-dim)>3: far+=1
sr=min(W-1,x+(x-edge)+4)
right=far-3+sum(cov(i,y) for i in range(far-3,sr+1))
col=int(left)+40
fr=lr=y
while fr>0 and abs(g(col,fr-1)-dim)>3: fr-=1
while lr<H-1 and abs(g(col,lr+1)-dim)>3: lr+=1
top=fr+1-cov(col,fr); bottom=lr+cov(col,lr)
corner=[round(sl+24-sum(cov(i,r) for i in range(sl,sl+24))-left,2) for r in range(fr,fr+12)]
sep=None
for r in range(fr+30,lr):
    if g(col,r)<fill-8: sep=r-top; break
tc=range(int(left)+16,int(right)-16)
dark=[r for r in range(fr,int(top+sep)) if any(sum(px[c,r])/3<150 for c in tc)]
blue=[r for r in range(fr,lr+1) if any(px[c,r][2]>200 and px[c,r][0]<150 for c in tc)]
gap=[(a,b) for a,b in zip(dark,dark[1:]) if b-a>1][0]
print(dict(left=left,right=right,width=right-left,top=top,bottom=bottom,height=bottom-top,sep=sep,
 title=(dark[0]-top,gap[0]+1-top),msg=(gap[1]-top,dark[-1]+1-top),button=(blue[0]-top,blue[-1]+1-top),corner=corner, fill=px[edge+6,y], dim=px[5,y]))
